import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CropSquare from '@mui/icons-material/CropSquare';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import East from '@mui/icons-material/East';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import type { ElementKind } from '@prozesspuls/shared/px';

const ICONS: Readonly<Record<ElementKind, typeof CropSquare>> = {
  Process: AccountTreeOutlined,
  Pool: ViewAgendaOutlined,
  Lane: TableRowsOutlined,
  Activity: CropSquare,
  Gateway: DiamondOutlined,
  Flow: East,
  Event: RadioButtonUnchecked,
  DataObject: DescriptionOutlined,
  DataStore: StorageOutlined,
};

/** The icon of an element kind on the summary page and in the overview. */
export function PxElementIcon({ kind }: { readonly kind: ElementKind | null }) {
  const Icon = kind ? ICONS[kind] : CropSquare;
  return <Icon fontSize="small" color="action" aria-hidden />;
}
