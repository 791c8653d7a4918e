import Typography from '@mui/material/Typography';

interface FormHeadingProps {
  /** The heading's element id, for the form's aria-labelledby. */
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
}

/** The h1 and the grey introduction above a public form (login, reset, set password, join). */
export function FormHeading({ id, heading, intro }: FormHeadingProps) {
  return (
    <div>
      <Typography id={id} component="h1" variant="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
    </div>
  );
}
