import { mount } from './lib/mount.tsx';
import { painelRoutes } from './painel/routes.tsx';

mount(painelRoutes);
