// /home is the home page under another name; its canonical URL is /.
export { default, metadata } from '../page';
