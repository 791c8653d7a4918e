/** The modeller's name of an element (number · name · German type); shared with the release check on the server. */
export { elementTitle } from '@prozesspuls/shared';
