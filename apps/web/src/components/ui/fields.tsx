import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './field.module.css';

type FieldLook = {
  /** Mantine's input sizes the storefront uses: md (42 px) or lg (50 px). */
  size?: 'md' | 'lg';
  /** On the outer element; the input itself takes `inputClassName`. */
  className?: string;
  inputClassName?: string;
};

type SearchFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'className'> &
  FieldLook & {
    /** An icon before the text (it lets clicks through to the input). */
    leftSection?: ReactNode;
    /** Buttons after the text, in a space `rightSectionWidth` pixels wide. */
    rightSection?: ReactNode;
    rightSectionWidth?: number;
  };

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A text box of the shelves (the searches of the hero, the product list and the footer): a plain
 * input looking like Mantine's TextInput, so the first load carries none of Mantine's input parts.
 * It has no visible label: give it an aria-label.
 */
export function SearchField({
  size = 'md',
  className,
  inputClassName,
  leftSection,
  rightSection,
  rightSectionWidth,
  ...input
}: SearchFieldProps) {
  const style = rightSectionWidth
    ? ({ '--field-right': `${rightSectionWidth}px` } as CSSProperties)
    : undefined;
  return (
    <div
      className={join(classes.root, className)}
      data-size={size}
      data-with-left={leftSection ? true : undefined}
      data-with-right={rightSection ? true : undefined}
      style={style}
    >
      {leftSection ? (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      ) : null}
      <input {...input} className={join(classes.input, inputClassName)} />
      {rightSection ? (
        <div className={classes.section} data-position="right">
          {rightSection}
        </div>
      ) : null}
    </div>
  );
}

type SelectFieldProps = Omit<ComponentPropsWithoutRef<'select'>, 'size' | 'className' | 'children'> &
  FieldLook & { options: readonly { value: string; label: string }[] };

/** Mantine's NativeSelect look (the up-and-down chevron included) on a plain select; label it. */
export function SelectField({
  size = 'md',
  className,
  inputClassName,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <div className={join(classes.root, className)} data-size={size} data-with-right>
      <select {...select} className={join(classes.input, classes.select, inputClassName)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={classes.section} data-position="right" data-chevron>
        <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden="true">
          <path
            d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </span>
    </div>
  );
}
