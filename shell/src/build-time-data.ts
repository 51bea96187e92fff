// The data a pre-rendered page was drawn with at build time (the catalog: prices, uses, names), carried in the page as
// JSON beside its markup. The browser puts it in the query cache before adopting the markup, so the first render is the
// page the visitor already sees and nothing on it waits for an API call; the live catalog is fetched at once and
// replaces it (an operator's price change shows as soon as it arrives).
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { TOOL_CONFIGS_KEY } from '@careerkit/web/api/hooks';

export const BUILD_TIME_DATA_ID = 'ck-build-time-data';

/** The query cache the page was drawn from, as the page carries it; nothing when the page carries none. */
export function adoptBuildTimeData(queryClient: QueryClient): void {
  const carried = document.getElementById(BUILD_TIME_DATA_ID)?.textContent;
  if (!carried) return;
  hydrate(queryClient, JSON.parse(carried) as DehydratedState);
  // Whatever its age, the build's catalog is a stand-in: the page's query fetches the live one as it mounts.
  void queryClient.invalidateQueries({ queryKey: TOOL_CONFIGS_KEY, refetchType: 'none' });
}
