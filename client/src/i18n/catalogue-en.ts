import base from './locales/en.json';
import { buildCatalogue } from './catalogue';

export default buildCatalogue(base, import.meta.glob('./locales/en/*.json', { eager: true }));
