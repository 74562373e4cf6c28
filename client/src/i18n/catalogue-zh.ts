import base from './locales/zh.json';
import { buildCatalogue } from './catalogue';

export default buildCatalogue(base, import.meta.glob('./locales/zh/*.json', { eager: true }));
