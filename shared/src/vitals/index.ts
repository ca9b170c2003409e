export { VITAL_METRICS, VITAL_THRESHOLDS, CLS_SCALE, rateVital, vitalValue, type VitalMetric, type VitalRating } from './metrics';
export { VITAL_BOUNDS, bucketOf, emptyHistogram, mergeHistograms, percentile, sampleCount, type Histogram } from './histogram';
