// Site editor pages ("Aparência do Site", issue 5), inside the panel layout.
import type { RouteObject } from 'react-router';

export const siteEditorRoutes: RouteObject[] = [];
