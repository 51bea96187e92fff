// A worker of the engine pool, run from the sources (npm start, tests): TypeScript is loaded through tsx (its ESM and
// CommonJS hooks, as `node --import tsx` has them), then the task module answers. The images run the bundled worker of
// the same name instead (deploy/scripts/build-deployable.mjs), with no TypeScript loader.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

registerCommonJs();
registerEsm();
const task = await import('./local-engine-task.ts');
export default task.default.default ?? task.default;
