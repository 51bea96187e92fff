// GET /api/tool-configs (public), and the operator's catalog edits on /internal/tools (the platform service calls them).
import { ToolParams, ToolUpdate } from '@careerkit/contracts/billing';
import { routes } from '@careerkit/contracts/routes';
import { handle, handleInternal } from '@careerkit/service-kit/http';
import { mountInternal } from '@careerkit/service-kit/internal';
import { validationError } from '@careerkit/service-kit/errors';
import Router from '@koa/router';
import { z } from 'zod';
import type { Catalog } from '../domain/catalog';

export function catalogRoutes(router: Router, catalog: Catalog, internalKey: string): void {
  handle(router, routes.toolConfigs, () => catalog.byName());

  mountInternal(router, '/internal/tools', internalKey, (internal) => {
    handleInternal(internal, 'get', '/', z.object({}), () => catalog.list());
    handleInternal(internal, 'put', '/:name', ToolUpdate, async ({ input, params }) => {
      const name = ToolParams.safeParse({ toolName: params.name });
      if (!name.success) throw validationError(name.error);
      return catalog.update(name.data.toolName, input);
    });
  });
}
