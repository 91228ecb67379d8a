// "Meus Convidados" pages (issue 5): RSVPs and the message wall, inside the panel layout.
import type { RouteObject } from 'react-router';

export const guestsRoutes: RouteObject[] = [];
