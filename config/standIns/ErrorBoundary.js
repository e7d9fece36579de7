/**
 * Stands in for ProComponents' ErrorBoundary (pro-utils), which imports antd's Result up front
 * for the layout's content and ProDescriptions (the build swaps it in, index.ts): the same
 * boundary, showing the error through ErrorResult, loaded only when an error happens, and titled
 * in the user's language. Plain JavaScript: the build reads it in place of a library module.
 */
import { Component, createElement } from 'react';
import ErrorResult from '@/components/ErrorResult';
import { translate } from '@/utils/translate';

export class ErrorBoundary extends Component {
  state = {};

  static getDerivedStateFromError(error) {
    return { errorInfo: error?.message ?? String(error) };
  }

  render() {
    const { errorInfo } = this.state;
    if (errorInfo === undefined) return this.props.children;
    return createElement(ErrorResult, { status: 'error', title: translate('app.error.page'), extra: errorInfo });
  }
}
