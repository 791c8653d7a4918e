import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { type ReactNode, useState } from 'react';

/**
 * The 'Details ansehen' button of a card and the details it unfolds below it (mounted only while
 * open); the button then reads `closeLabel`.
 */
export function DetailsToggle({
  openLabel,
  closeLabel,
  children,
}: {
  readonly openLabel: string;
  readonly closeLabel: string;
  readonly children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open} sx={{ mt: 1 }}>
        {open ? closeLabel : openLabel}
      </Button>
      <Collapse in={open} unmountOnExit>
        {children}
      </Collapse>
    </>
  );
}
