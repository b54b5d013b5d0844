import { useRef } from 'react';
import { approvalFilterLimits, type ApprovalFilters } from '../../../domain/approvalFilters';
import { todayInBrazil } from '../../../domain/brazilTime';
import { useDownloadApprovalsCsvMutation } from '../approvalApi';
import { approvalFiltersTexts as t } from './approvalFiltersTexts';

const thousands = new Intl.NumberFormat('pt-BR');

/**
 * 'Exportar CSV': the file of what the filters show, every page of it, made by the server
 * (`GET lendingcontract/approvals.csv`, behind the session's authorization) and saved under its name. Past the cap
 * the page says that the file holds only the first rows.
 */
export function ExportCsvButton({
  admin,
  filters,
  total,
}: {
  admin: boolean;
  filters: ApprovalFilters;
  total: number | undefined;
}) {
  const [download, { isLoading, isError }] = useDownloadApprovalsCsvMutation();
  const link = useRef<HTMLAnchorElement>(null);
  const save = async () => {
    const url = await download({ admin, filters })
      .unwrap()
      .catch(() => null);
    if (!url || !link.current) return;
    link.current.href = url;
    link.current.download = t.fileName(todayInBrazil(new Date()));
    link.current.click();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const capped = total !== undefined && total > approvalFilterLimits.exportMaxRows;
  return (
    <div className="approval-export">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={isLoading || total === 0}
        onClick={() => void save()}
      >
        {isLoading ? t.exporting : t.exportCsv}
      </button>
      <a ref={link} hidden aria-hidden="true" tabIndex={-1} />
      {capped && (
        <p className="approval-export__note">
          {t.exportCap(thousands.format(approvalFilterLimits.exportMaxRows), thousands.format(total))}
        </p>
      )}
      {isError && (
        <p className="approval-export__error" role="alert">
          {t.exportFailed}
        </p>
      )}
    </div>
  );
}
