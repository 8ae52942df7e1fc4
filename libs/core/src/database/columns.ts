import { Column, PrimaryColumn, type ColumnOptions } from 'typeorm';

/** Timestamps keep milliseconds only, so cursors built from them compare exactly. */
export const TimestampColumn = (options: ColumnOptions = {}) => Column({ type: 'timestamptz', precision: 3, ...options });

export const IdColumn = () => PrimaryColumn({ type: 'uuid' });
