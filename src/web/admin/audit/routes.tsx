// The audit log page (issue 11).
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { AuditPage } from './audit-page.tsx';

export const auditRoutes: RouteObject[] = [{ path: p.audit, Component: AuditPage }];
