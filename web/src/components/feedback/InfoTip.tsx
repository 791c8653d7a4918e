import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';

type InfoTipProps = Pick<SvgIconProps, 'fontSize' | 'color' | 'tabIndex'> & {
  /** The explanation: the tooltip and the icon's accessible name. */
  readonly text: string;
};

/** An (i) icon beside a heading or label whose tooltip explains it. */
export function InfoTip({ text, ...icon }: InfoTipProps) {
  return (
    <Tooltip title={text}>
      {/* Focusable, so not aria-hidden (MUI's default for icons): an image named by its text. */}
      <InfoOutlined {...icon} role="img" aria-hidden={false} aria-label={text} />
    </Tooltip>
  );
}
