export { default } from 'virtual:catalogue/zh/rest';
