import type { SvgIconComponent } from '@mui/icons-material';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface TooltipIconButtonProps {
  /** The tooltip and the accessible name. */
  readonly label: string;
  /** The accessible name where it must say more than the tooltip (which row the button acts on). */
  readonly ariaLabel?: string;
  readonly Icon: SvgIconComponent;
  readonly disabled?: boolean;
  /** 'medium' in tables whose rows are tall enough for MUI's default size. */
  readonly size?: 'small' | 'medium';
  readonly onClick: () => void;
}

/** A small icon button named by its tooltip; the tooltip still shows while the button is disabled. */
export function TooltipIconButton({
  label,
  ariaLabel = label,
  Icon,
  disabled = false,
  size = 'small',
  onClick,
}: TooltipIconButtonProps) {
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events; the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={ariaLabel} disabled={disabled} onClick={onClick} size={size}>
          <Icon fontSize={size} />
        </IconButton>
      </span>
    </Tooltip>
  );
}
