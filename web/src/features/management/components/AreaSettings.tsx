import {
  SettingsCard,
  type SettingsCardProps,
  SettingsForm,
  type SettingsFormProps,
} from '@/components/cards/SettingsCard';
import { useManagementText } from '../hooks/use-management-text';

/** The settings sections of the administration's start page, named as their texts are. */
type SettingsArea = 'anonymity' | 'worksCouncil' | 'mailDomains' | 'retention';
/** The sections saved with a form (the works council's switch saves at once). */
type FormArea = Exclude<SettingsArea, 'worksCouncil'>;

/** What the form of a loaded area gets: the settings, and what to do once they are saved. */
export interface AreaFormProps<T> {
  readonly settings: T;
  readonly onSaved: () => void;
}

/** A settings card whose heading and explanation are its area's texts `heading` and `intro`. */
export function AreaSettingsCard<T>({
  area,
  ...card
}: Omit<SettingsCardProps<T>, 'title' | 'intro'> & { readonly area: SettingsArea }) {
  const t = useManagementText();
  return <SettingsCard {...card} title={t(`${area}.heading`)} intro={t(`${area}.intro`)} />;
}

/** A settings form whose failure and progress texts are its area's texts `failed` and `saving`. */
export function AreaSettingsForm({
  area,
  ...form
}: Omit<SettingsFormProps, 'failedText' | 'savingText'> & { readonly area: FormArea }) {
  const t = useManagementText();
  return <SettingsForm {...form} failedText={t(`${area}.failed`)} savingText={t(`${area}.saving`)} />;
}
