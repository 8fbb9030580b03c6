// /home/pt-pt is the Portuguese home page under another name; its canonical URL is /pt-pt.
export { default, metadata } from '../../pt-pt/page';
