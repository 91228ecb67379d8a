import { mount } from './lib/mount.tsx';
import { painelRoutes } from './painel/routes.tsx';
import './styles/theme-fonts.css';

mount(painelRoutes);
