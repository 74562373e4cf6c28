export { default } from 'virtual:catalogue/en/first';
