// POST /api/tools/*: the signed-in user's token is checked, the body validated (the contract's schema, with the
// spec's cross-field rules where it has them), and the run handed to the domain.
import { ResumeAnalysisRequest, ResumeScannerRequest } from '@careerkit/contracts/tools';
import { routes, type RouteDef } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import { signedIn, userOf, type Sessions } from '@careerkit/service-kit/signed-in';
import type Router from '@koa/router';
import type { z } from 'zod';
import type { ToolRuns } from '../domain/tool-runs';
import { TOOLS, type ToolDefinition } from '../domain/tools';
import { CoverLetterInput, GhostJobInput, LinkedInInput } from './tool-requests';

export function toolRoutes(router: Router, runs: ToolRuns, sessions: Sessions): void {
  const userOnly = signedIn(router, sessions);
  const toolRoute = <Input extends object, Output extends object, Response extends z.ZodType>(
    route: RouteDef,
    request: z.ZodType<Input>,
    tool: ToolDefinition<Input, Output, Response>,
  ) => {
    userOnly(route);
    handle(router, { ...route, request }, ({ body, ctx }) => runs.run(tool, userOf(ctx).userId, body as Input));
  };

  toolRoute(routes.coverLetter, CoverLetterInput, TOOLS.coverLetter);
  toolRoute(routes.linkedin, LinkedInInput, TOOLS.linkedin);
  toolRoute(routes.resumeScanner, ResumeScannerRequest, TOOLS.resumeScanner);
  toolRoute(routes.resumeAnalysis, ResumeAnalysisRequest, TOOLS.resumeAnalysis);
  toolRoute(routes.ghostJob, GhostJobInput, TOOLS.ghostJob);
}
