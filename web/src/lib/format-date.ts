/** The SPA's dates in German format and German time; the one formatter lives in the shared package. */
export { formatDate, formatDateTime, formatDecimal } from '@prozesspuls/shared/format';
