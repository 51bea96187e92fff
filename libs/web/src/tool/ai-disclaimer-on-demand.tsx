// The AI disclaimer dialog of every tool page, salary's included (spec part 1 §1, §4 run flow step 2), loaded when it
// first opens: antd's Modal is not on the first screen. Once loaded it stays mounted, for its closing animation.
import type { AiDisclaimerDialogProps } from '@careerkit/web/tool/ai-disclaimer';
import { lazy, Suspense, useState } from 'react';

const Dialog = lazy(() => import('@careerkit/web/tool/ai-disclaimer').then((module) => ({ default: module.AiDisclaimerDialog })));

export function AiDisclaimerDialog(props: AiDisclaimerDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
