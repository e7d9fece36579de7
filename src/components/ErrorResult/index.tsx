import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result (with its three large pictures) loads only when an error is shown: no first page draws one.
const Result = lazy(() => import('antd/es/result'));

/** antd's Result for an error that has happened, loaded on demand. */
const ErrorResult: React.FC<ResultProps> = (props) => (
  <Suspense fallback={null}>
    <Result {...props} />
  </Suspense>
);

export default ErrorResult;
