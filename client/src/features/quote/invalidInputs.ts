import { createContext, useContext, useEffect, useId } from 'react';

/**
 * Number inputs of the quote that hold text which is not a valid number (nothing lost silently): the editor
 * counts them to refuse saving. Each input reports itself; unmounting clears its report.
 */
export type InvalidInputsReport = (id: string, invalid: boolean) => void;

export const InvalidInputsContext = createContext<InvalidInputsReport>(() => {});

export function useReportInvalid(invalid: boolean): void {
  const id = useId();
  const report = useContext(InvalidInputsContext);
  useEffect(() => {
    report(id, invalid);
    return () => report(id, false);
  }, [id, invalid, report]);
}
