import '@/locales/onDemand/stats';
// Status names of the charts.
import '@/locales/onDemand/sign';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, DatePicker, Row, Select, Space, Spin, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/hooks/useT';
import { queryCompanies } from '@/services/companies';
import { queryStats, statsExportUrl } from '@/services/stats';
import type { DurationFigures, StatsQuery } from '@common/api/stats';
import { durationText } from './durationText';

const DAY = 'YYYY-MM-DD';

// The charts load beside the figures' request, started as the page loads, instead of before it
// (day-one issue, point 15).
const loadCharts = () => import('./components/Charts');
loadCharts().catch(() => {}); // a failure shows when the charts are drawn (lazy asks again)
const Charts = lazy(loadCharts);

/**
 * Signing statistics (admins: every company or one; company users: their own, per department):
 * totals, time to sign, tasks per day and status, per company or department, refusal reasons;
 * the same figures as .xlsx.
 */
const Stats: React.FC = () => {
  const t = useT();
  const { isAdmin } = useAccess();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const [companyId, setCompanyId] = useState<number>();
  const query: StatsQuery = { from: range[0].format(DAY), to: range[1].format(DAY), companyId };
  const { data: stats, loading } = useRequest(() => queryStats(query), { refreshDeps: [query.from, query.to, companyId] });
  const [companyName, setCompanyName] = useState('');
  const companies = useRequest(() => queryCompanies({ name: companyName || undefined, pageSize: 20, sorter: 'name' }), {
    ready: isAdmin,
    refreshDeps: [companyName],
    debounceWait: 300,
  });

  const durations = (figures?: DurationFigures) =>
    figures?.medianMinutes == null
      ? t('pages.stats.durations.none')
      : t('pages.stats.durations', {
          median: durationText(figures.medianMinutes, t),
          p90: figures.p90Minutes === null ? '-' : durationText(figures.p90Minutes, t),
        });
  const total = stats ? Object.values(stats.byStatus).reduce((a, b) => a + b, 0) : 0;
  const pending = stats ? stats.byStatus.pending_employee + stats.byStatus.pending_company : 0;

  return (
    <PageContainer
      title={t('pages.stats')}
      extra={
        <Space wrap>
          <DatePicker.RangePicker
            aria-label={t('pages.stats.range')}
            allowClear={false}
            value={range}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
          />
          {isAdmin && (
            <Select
              aria-label={t('pages.stats.company')}
              style={{ width: 220 }}
              allowClear
              showSearch
              filterOption={false}
              placeholder={t('pages.stats.company.all')}
              value={companyId}
              onSearch={setCompanyName}
              onChange={(value?: number) => setCompanyId(value)}
              options={(companies.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          )}
          <Button icon={<DownloadOutlined />} href={statsExportUrl(query)}>
            {t('pages.stats.export')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            {(
              [
                ['total', total],
                ['completed', stats?.byStatus.completed ?? 0],
                ['pending', pending],
                ['rejected', stats?.byStatus.rejected ?? 0],
              ] as const
            ).map(([key, value]) => (
              <Col key={key} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={t(`pages.stats.${key}`)} value={value} />
                </Card>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Card size="small">
                <Statistic title={t('pages.stats.toEmployeeSigned')} value={durations(stats?.toEmployeeSigned)} />
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card size="small">
                <Statistic title={t('pages.stats.toCompleted')} value={durations(stats?.toCompleted)} />
              </Card>
            </Col>
          </Row>
          {stats && (
            <Suspense fallback={<Spin style={{ display: 'block', padding: 48 }} />}>
              <Charts stats={stats} />
            </Suspense>
          )}
        </Space>
      </Spin>
    </PageContainer>
  );
};

export default Stats;
