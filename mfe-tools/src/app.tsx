// mfe-tools: the five AI tool pages. The shell mounts this App on each tool's path; the first path segment picks the tool.
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { Loading } from '@careerkit/web/layout/loading';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from '@careerkit/web/router';
import { OtherTools } from './features/other-tools/other-tools';
import { NotFoundInArea } from './not-found-in-area';

type Crumbs = { label: string; to?: string }[];

// Each page is its own chunk: opening one tool loads only that tool's code. Every tool's first screen is plain markup;
// its antd parts (results, dialogs) bring the theme when they first show (docs/measurements.md, bundle size).
const TOOLS: Record<string, { title: string; crumbs?: Crumbs; Page: LazyExoticComponent<ComponentType> }> = {
  'cover-letter-writer': { title: 'Cover Letter Writer', Page: lazy(() => import('./features/cover-letter-writer/page')) },
  'linkedin-optimizer': { title: 'LinkedIn Profile Optimizer', crumbs: [{ label: 'Home', to: '/' }, { label: 'LinkedIn Profile Optimizer' }], Page: lazy(() => import('./features/linkedin-optimizer/page')) },
  'resume-scanner': { title: 'Resume Scanner', crumbs: [{ label: 'Home', to: '/' }, { label: 'Resume Scanner' }], Page: lazy(() => import('./features/resume-scanner/page')) },
  'resume-analysis': { title: 'AI Resume Analysis', crumbs: [{ label: 'Home', to: '/' }, { label: 'AI Resume Analysis' }], Page: lazy(() => import('./features/resume-analysis/page')) },
  'ghost-job-detector': { title: 'Ghost Job Detector', crumbs: [{ label: 'Tools', to: '/' }, { label: 'Ghost Job Detector' }], Page: lazy(() => import('./features/ghost-job-detector/page')) },
};

export default function ToolsApp() {
  const segment = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  const tool = TOOLS[segment];
  return (
    <div data-remote="mfe_tools" data-release={process.env.CAREERKIT_RELEASE}>
      {tool ? (
        <ToolGuard>
          <AreaFrame title={tool.title} crumbs={tool.crumbs}>
            <Suspense fallback={<Loading />}>
              <tool.Page />
            </Suspense>
            <OtherTools current={segment} />
          </AreaFrame>
        </ToolGuard>
      ) : (
        <NotFoundInArea />
      )}
    </div>
  );
}
