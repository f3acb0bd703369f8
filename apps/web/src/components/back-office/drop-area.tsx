import { Box, getRadius, useMantineTheme, type MantineRadius } from '@mantine/core';
import {
  createContext,
  useContext,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import classes from './drop-area.module.css';

/** What a drag over the area would do: accepted, refused, or no drag at all. */
type DragState = 'accept' | 'reject' | 'idle';

const DragStateContext = createContext<DragState>('idle');

/** Its children, shown only while the drag over the enclosing DropArea is in that state. */
export function WhileDragging({ state, children }: { state: DragState; children: ReactNode }) {
  return useContext(DragStateContext) === state ? children : null;
}

type DropAreaProps = {
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  maxSize: number;
  /** The MIME types it takes. */
  accept: readonly string[];
  multiple: boolean;
  disabled?: boolean;
  radius: MantineRadius;
  'aria-label': string;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * A box that takes files dropped on it, or chosen by a click or by Enter/Space (react-dropzone),
 * drawn as Mantine's dropzone is: the theme's primary colour while the drag would be accepted,
 * red while it would be refused.
 */
export function DropArea({
  onDrop,
  onReject,
  maxSize,
  accept,
  multiple,
  disabled = false,
  radius,
  inputProps,
  style,
  children,
  ...others
}: DropAreaProps) {
  const theme = useMantineTheme();
  const { getRootProps, getInputProps, isDragAccept, isDragReject, isDragActive } = useDropzone({
    onDropAccepted: onDrop,
    onDropRejected: onReject,
    disabled,
    accept: Object.fromEntries(accept.map((type) => [type, []])),
    multiple,
    maxSize,
    useFsAccessApi: false,
  });
  const state: DragState =
    isDragActive && isDragAccept ? 'accept' : isDragActive && isDragReject ? 'reject' : 'idle';
  const accepted = theme.variantColorResolver({ color: theme.primaryColor, theme, variant: 'light' });
  const refused = theme.variantColorResolver({ color: 'red', theme, variant: 'light' });
  const colours = {
    '--dropzone-radius': getRadius(radius),
    '--dropzone-accept-color': accepted.color,
    '--dropzone-accept-bg': accepted.background,
    '--dropzone-reject-color': refused.color,
    '--dropzone-reject-bg': refused.background,
  } as CSSProperties;

  return (
    <DragStateContext.Provider value={state}>
      <Box
        {...getRootProps()}
        className={`mantine-focus-auto ${classes.root}`}
        style={{ ...colours, ...style }}
        data-variant="light"
        mod={{
          accept: state === 'accept',
          reject: state === 'reject',
          idle: state === 'idle',
          disabled,
          'activate-on-click': true,
        }}
        {...others}
      >
        <input {...getInputProps(inputProps)} />
        <div className={classes.inner}>{children}</div>
      </Box>
    </DragStateContext.Provider>
  );
}
