import { createContext, useContext } from 'react';

/** True inside PrintLayout: content drawn for an A4 PDF (no video playback, no sliders, no share or PDF buttons). */
export const PrintModeContext = createContext(false);

export function usePrintMode(): boolean {
  return useContext(PrintModeContext);
}
