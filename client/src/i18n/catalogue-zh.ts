export { default } from 'virtual:catalogue/zh/first';
