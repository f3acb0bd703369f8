import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

type AuthStatusProps = {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
};

/**
 * The outcome of an account step (mail sent, e-mail verified, link invalid...). Focus moves to its
 * heading when it appears, so keyboard and screen-reader users land on the news.
 */
export function AuthStatus({ icon, color, title, children, actions }: AuthStatusProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {children ? (
        <Text component="div" c="gray.7" size="md">
          {children}
        </Text>
      ) : null}
      {actions ? (
        <Stack gap="sm" w="100%" mt="xs">
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
