import { useCallback, useState } from 'react';

const SHOW_NUMBERS_KEY = 'prozesspuls.modeller.showNumbers';

function readShowNumbers(): boolean {
  try {
    return window.localStorage.getItem(SHOW_NUMBERS_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** The 'Nummern anzeigen' switch, remembered in this browser (on unless switched off). */
export function useShowNumbers() {
  const [showNumbers, setShowNumbers] = useState(readShowNumbers);
  const toggleNumbers = useCallback((show: boolean) => {
    setShowNumbers(show);
    try {
      window.localStorage.setItem(SHOW_NUMBERS_KEY, String(show));
    } catch {
      // The switch still works for this page.
    }
  }, []);
  return { showNumbers, toggleNumbers };
}
