export { default } from 'virtual:catalogue/en/rest';
