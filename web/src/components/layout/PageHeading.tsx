import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/**
 * The page's h1. It takes focus when the page mounts, so keyboard and screen-reader users
 * land at the start of the new content after navigating (the focus is not visible to mouse users).
 */
export function PageHeading({ children }: { readonly children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Typography ref={ref} tabIndex={-1} component="h1" variant="h1" sx={{ outline: 'none', mb: 3 }}>
      {children}
    </Typography>
  );
}

/** The page's h1 and, below it, what the page is for. */
export function PageHeadingWithIntro({ title, intro }: { readonly title: string; readonly intro: string }) {
  return (
    <div>
      <PageHeading>{title}</PageHeading>
      <Typography color="text.secondary">{intro}</Typography>
    </div>
  );
}
