// 'Relatórios' (page relatorio, types 1, 2 and 3; docs/areas/staff-and-support.md#reports): the report catalogue in a
// paged accordion (8 per page, the page in the URL), each report with its parameters. Generating checks them (the
// spec's messages), shows 'Gerando relatório...', reads the CSV the gateway streams (GET <csvPath>?...) and then offers
// it in a dialog under the catalogue's file name, beside the same rows as XLSX (typed cells for Excel, a link the
// browser downloads from the gateway); the gateway's refusals are toasted as it words them.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Callout, Spinner } from '@blueprintjs/core';
import { AccordionSection } from '../../lib/accordionSection';
import { dismissToast, showToast } from '../../lib/toaster';
import { errorText } from '../../lib/errors';
import { PageButtons } from '../../lib/listPager';
import { pageCount, readPaging, writePaging } from '../../lib/listPaging';
import { ReportDownloadDialog, type ReadyReport } from '../components/ReportDownloadDialog';
import { ReportParametersForm } from '../components/ReportParametersForm';
import { ReportsPageQuery } from '../queries';
import { csvQuery, EMPTY_FORM, formProblem, refusalText, REPORT_TEXTS, REPORTS_PER_PAGE, reportScope, type ReportForm } from '../rules';
import '../reports.css';

const TOAST_ABOUT = 'relatorio';

export function ReportsPage() {
  const { data, loading, error } = useQuery(ReportsPageQuery);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number | null>(null);
  const [forms, setForms] = useState<Record<number, ReportForm>>({});
  const [generating, setGenerating] = useState<number | null>(null);
  const [ready, setReady] = useState<ReadyReport | null>(null);
  const readyUrl = useRef<string | null>(null);

  // The object URL holds the whole CSV in the browser: released when the dialog closes or the page goes.
  const release = () => {
    if (readyUrl.current) URL.revokeObjectURL(readyUrl.current);
    readyUrl.current = null;
  };
  useEffect(() => release, []);

  const reports = data?.reports ?? [];
  const pages = pageCount(reports.length, REPORTS_PER_PAGE);
  const page = Math.min(readPaging(params).page, pages);
  const shown = reports.slice((page - 1) * REPORTS_PER_PAGE, page * REPORTS_PER_PAGE);
  const branchChoice = data?.reportBranchOptions ?? { allBranches: false, branches: [] };
  const fixedBranch = !branchChoice.allBranches && branchChoice.branches.length === 1 ? String(branchChoice.branches[0].code) : null;
  const formOf = (index: number): ReportForm => ({ ...EMPTY_FORM, ...(fixedBranch ? { branch: fixedBranch } : {}), ...forms[index] });

  const goTo = (next: number) => {
    setOpen(null);
    setParams((current) => writePaging(current, { ...readPaging(current), page: next }));
  };

  const generate = async (report: (typeof reports)[number], dateProblem: string | null) => {
    const form = formOf(report.index);
    // A date field holding text it refuses holds no period: its own message first, never the last good day sent.
    const problem = dateProblem ?? formProblem(report.parameters, form);
    if (problem) return void showToast({ intent: 'warning', message: problem }, TOAST_ABOUT);
    setGenerating(report.index);
    void showToast({ intent: 'primary', message: REPORT_TEXTS.generating, timeout: 0 }, TOAST_ABOUT);
    try {
      const query = csvQuery(report.parameters, form);
      const res = await fetch(`${report.csvPath}${query ? `?${query}` : ''}`, { credentials: 'same-origin' });
      if (!res.ok) {
        void showToast({ intent: 'danger', message: await refusalText(res) }, TOAST_ABOUT);
        return;
      }
      const blob = await res.blob();
      release();
      readyUrl.current = URL.createObjectURL(blob);
      void dismissToast(TOAST_ABOUT);
      setReady({
        title: report.title,
        fileName: report.fileName,
        url: readyUrl.current,
        xlsx: { fileName: report.xlsxFileName, url: `${report.xlsxPath}${query ? `?${query}` : ''}` },
        ...reportScope(report.parameters, form, branchChoice.branches),
      });
    } catch (failure) {
      void showToast({ intent: 'danger', message: `${REPORT_TEXTS.loadFailed}${errorText(failure)}` }, TOAST_ABOUT);
    } finally {
      setGenerating(null);
    }
  };

  return (
    <div className="reports-page" data-page-ready={data || error ? true : undefined}>
      <h2 className="bp6-heading">Relatórios</h2>
      {loading && <Spinner size={20} aria-label="Carregando relatórios" />}
      {error && (
        <Callout intent="danger" role="alert">
          {`${REPORT_TEXTS.loadListFailed}${errorText(error)}`}
        </Callout>
      )}
      {shown.map((report) => (
        <AccordionSection
          key={report.index}
          title={report.title}
          subtitle={report.fileName}
          open={open === report.index}
          onToggle={() => setOpen(open === report.index ? null : report.index)}
        >
          <ReportParametersForm
            index={report.index}
            parameters={report.parameters}
            form={formOf(report.index)}
            branchChoice={branchChoice}
            generating={generating === report.index}
            onChange={(form) => setForms((all) => ({ ...all, [report.index]: form }))}
            onGenerate={(dateProblem) => void generate(report, dateProblem)}
          />
        </AccordionSection>
      ))}
      {reports.length > 0 && (
        <div className="reports-pager">
          <PageButtons page={page} pages={pages} onGo={goTo} />
        </div>
      )}
      <ReportDownloadDialog
        report={ready}
        onClose={() => {
          setReady(null);
          release();
        }}
      />
    </div>
  );
}
