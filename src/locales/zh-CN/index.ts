/** The shell's messages in zh-CN (the entry's screens: login, layout, request notices); areas add theirs (onDemand/). */
import app from './app';
import common from './common';
import component from './component';
import menu from './menu';
import pages from './pages';
import request from './request';
import validation from './validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...common };
