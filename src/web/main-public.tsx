import { mount } from './lib/mount.tsx';
import { publicRoutes } from './public/routes.tsx';

mount(publicRoutes);
