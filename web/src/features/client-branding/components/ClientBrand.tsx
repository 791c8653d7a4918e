import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { BrandMark } from '@/components/brand/BrandMark';
import { t } from '@/lib/i18n';
import { useClientIcon } from '../api/get-client-icon';

/** The client's logo where it has one, else the product mark. */
export function ClientBrand() {
  const icon = useClientIcon();
  if (icon.isPending) return <Skeleton variant="rounded" width={140} height={32} />;
  const imageUrl = icon.data?.imageUrl;
  if (!imageUrl) return <BrandMark />;
  return (
    <Box
      component="img"
      src={imageUrl}
      alt={t('common.clientLogo')}
      data-testid="client-logo"
      sx={{ display: 'block', maxHeight: 40, maxWidth: 180, objectFit: 'contain' }}
    />
  );
}
