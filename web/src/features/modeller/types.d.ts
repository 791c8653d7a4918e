declare module 'bpmn-js-i18n/translations/de' {
  const translations: Readonly<Record<string, string>>;
  export default translations;
}
