import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { NavId } from '../utils/navigation-model';

/** One icon per navigation entry; kept apart from the model so the model stays plain data. */
export const NAV_ICONS: Record<NavId, SvgIconComponent> = {
  start: HomeOutlined,
  myQuestions: QuestionAnswerOutlined,
  processes: AccountTreeOutlined,
  processList: GridViewOutlined,
  profiles: ArticleOutlined,
  processMap: MapOutlined,
  resources: CategoryOutlined,
  processExperience: InsightsOutlined,
  questions: QuizOutlined,
  surveys: PollOutlined,
  measures: TaskAltOutlined,
  checklist: ChecklistOutlined,
  management: ManageAccountsOutlined,
  help: HelpOutlineOutlined,
};
