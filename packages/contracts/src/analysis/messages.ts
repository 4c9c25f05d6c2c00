/**
 * Validation messages of analysis parameters (PRODUCT.md §5), as i18n keys with their Japanese and English texts, so
 * that the server can answer translated field errors and the web app can translate the same keys.
 */
export const ANALYSIS_MESSAGES = {
  "common.required": { ja: "この項目は必須です", en: "This field is required" },
  "analysis.invalid_value": { ja: "値の形式が正しくありません", en: "The value has the wrong format" },
  "analysis.invalid_option": { ja: "選択肢にない値です", en: "The value is not one of the choices" },
  "analysis.integer": { ja: "整数を入力してください", en: "Enter a whole number" },
  "analysis.latitude_range": {
    ja: "緯度は-90から90の範囲で入力してください",
    en: "Latitude must be between -90 and 90",
  },
  "analysis.longitude_range": {
    ja: "経度は-180から180の範囲で入力してください",
    en: "Longitude must be between -180 and 180",
  },
  "analysis.angle_range": {
    ja: "角度は-360から360の範囲で入力してください",
    en: "The angle must be between -360 and 360",
  },
  "analysis.height_range": {
    ja: "高さは0から999 mの範囲で入力してください",
    en: "The height must be between 0 and 999 m",
  },
  "analysis.elevation_range": {
    ja: "標高は-1000から10000 mの範囲で入力してください",
    en: "The elevation must be between -1000 and 10000 m",
  },
  "analysis.sound_power_range": {
    ja: "音響パワーレベルは0から150 dBの範囲で入力してください",
    en: "The sound power level must be between 0 and 150 dB",
  },
  "analysis.level_range": {
    ja: "振動レベルは0から150 dBの範囲で入力してください",
    en: "The vibration level must be between 0 and 150 dB",
  },
  "analysis.declination_range": {
    ja: "赤緯は-23.5から23.5度の範囲で入力してください",
    en: "The declination must be between -23.5 and 23.5 degrees",
  },
  "analysis.time_format": { ja: "時刻はhh:mmの形式で入力してください", en: "Enter the time as hh:mm" },
  "analysis.time_order": {
    ja: "終了時刻は開始時刻より後にしてください",
    en: "The end time must be after the start time",
  },
  "analysis.date_format": {
    ja: "日付はYYYY-MM-DDの形式で入力してください",
    en: "Enter the date as YYYY-MM-DD",
  },
  "analysis.calc_interval_range": {
    ja: "計算間隔は1から60分の整数で入力してください",
    en: "The calculation interval must be a whole number of minutes from 1 to 60",
  },
  "analysis.output_interval_multiple": {
    ja: "出力間隔は計算間隔の整数倍にしてください",
    en: "The output interval must be an integer multiple of the calculation interval",
  },
  "analysis.grid_spacing_range": {
    ja: "メッシュ間隔が範囲外です",
    en: "The grid spacing is out of range",
  },
  "analysis.hours_range": {
    ja: "時間は0より大きく24以下で入力してください",
    en: "Hours must be greater than 0 and at most 24",
  },
  "analysis.polygon_invalid": {
    ja: "範囲は3点以上の多角形で指定してください",
    en: "The range must be a polygon of at least 3 points",
  },
  "analysis.area_max_25ha": {
    ja: "範囲の面積は最大25 haです",
    en: "The maximum area is 25 ha",
  },
  "analysis.range_outside_target": {
    ja: "解析範囲は対象建物範囲の内側に指定してください",
    en: "The analysis range must be inside the target building range",
  },
  "analysis.planned_model_not_in_case": {
    ja: "計画建物にするモデルは解析に使うモデルから選んでください",
    en: "A model marked as planned must be one of the case's models",
  },
  "analysis.ground_heights_count": {
    ja: "地盤高さは外周の頂点ごとに1つずつ入力してください",
    en: "Enter one ground height for each corner of the footprint",
  },
  "analysis.row_not_in_zone": {
    ja: "この用途地域にはこの号がありません（別表第4）",
    en: "This zone has no such row in Table 4 of the Act",
  },
  "analysis.plane_not_in_zone": {
    ja: "この用途地域の測定面の高さではありません（別表第4）。条例の値を入力する場合は「条例の値」を選んでください",
    en: 'This plane height is not one the zone allows (Table 4). To type a local ordinance\'s values, choose "ordinance values"',
  },
  "analysis.limits_not_in_table": {
    ja: "規制時間が別表第4の値と異なります。条例の値を入力する場合は「条例の値」を選んでください",
    en: 'The limits differ from Table 4 of the Act. To type a local ordinance\'s values, choose "ordinance values"',
  },
  "analysis.analysis_range_or_points": {
    ja: "解析範囲または測定点を指定してください",
    en: "Draw an analysis range or add measurement points",
  },
  "analysis.planned_required": {
    ja: "日影規制の判定には計画建物が必要です",
    en: "The regulation check needs at least one planned building",
  },
  "analysis.points_or_site": {
    ja: "敷地境界または算定点を指定してください",
    en: "Draw the site boundary or add measurement points",
  },
  "analysis.building_outside_site": {
    ja: "計画建物が敷地の外にはみ出しています",
    en: "The planned building reaches outside the site",
  },
  "analysis.point_inside_building": {
    ja: "算定点が計画建物の中にあります",
    en: "The measurement point lies inside a planned building",
  },
  "analysis.duplicate_edge": {
    ja: "同じ敷地境界線が2回指定されています",
    en: "The same site edge is given twice",
  },
  "analysis.moved_point_unknown": {
    ja: "この条件の測定点（令135条の9〜11）にこのIDの点はありません",
    en: "The regulation's measurement points for these settings have no point of this id",
  },
  "analysis.moved_point_inside_site": {
    ja: "測定点を敷地の中に移動することはできません",
    en: "A measurement point cannot be moved inside the site",
  },
  "analysis.duplicate_point": {
    ja: "同じ測定点が2回指定されています",
    en: "The same measurement point is given twice",
  },
  "analysis.too_many": { ja: "指定できる数を超えています", en: "Too many items" },
  "analysis.polygon_zero_area": {
    ja: "範囲の面積が0です。面積のある多角形で描いてください",
    en: "The range has no area; draw a polygon that encloses an area",
  },
  "analysis.polygon_self_intersecting": {
    ja: "範囲の境界線が自己交差しています。交差しない多角形で描き直してください",
    en: "The range's outline crosses itself; redraw it as a simple polygon",
  },
  "analysis.too_large": {
    ja: "計算量が上限を超えています({count}、上限 {limit})。範囲を狭くするか、間隔を広げてください",
    en: "The computation is too large ({count}, at most {limit}); make the range smaller or the spacing wider",
  },
  "analysis.footprint_self_intersecting": {
    ja: "建物の外形線が自己交差しています。交差しない多角形で描き直してください",
    en: "The building outline crosses itself; redraw it as a simple polygon",
  },
  "analysis.noise_source_required": {
    ja: "音源を1つ以上指定してください",
    en: "Add at least one noise source",
  },
  "analysis.extent_required_first": {
    ja: "音源を追加する前に解析範囲を描いてください",
    en: "Draw an analysis extent before adding sources",
  },
  "analysis.extent_invalid": {
    ja: "解析範囲の最小座標は最大座標より小さくしてください",
    en: "The minimum coordinates of the extent must be below the maximum",
  },
  "analysis.band_positive": {
    ja: "周波数は0より大きくしてください",
    en: "The frequency must be greater than 0",
  },
  "analysis.band_unknown": {
    ja: "オクターブバンド中心周波数(63〜8000 Hz)を指定してください",
    en: "Use an octave band centre frequency (63 to 8000 Hz)",
  },
  "analysis.prediction_height_positive": {
    ja: "予測高さは0より大きく999 m以下にしてください",
    en: "The prediction height must be greater than 0 and at most 999 m",
  },
  "analysis.sound_power_bands": {
    ja: "オクターブバンド別の音響パワーレベルは8つ指定してください",
    en: "Give 8 octave band sound power levels",
  },
  "analysis.line_points": {
    ja: "線音源・遮音壁は2点以上で指定してください",
    en: "Line sources and barriers need at least 2 points",
  },
  "analysis.ground_factor_range": {
    ja: "地表面係数は0から1の範囲で入力してください",
    en: "The ground factor must be between 0 and 1",
  },
  "analysis.temperature_range": {
    ja: "気温は-50から50 ℃の範囲で入力してください",
    en: "The temperature must be between -50 and 50 °C",
  },
  "analysis.humidity_range": {
    ja: "湿度は1から100 %の範囲で入力してください",
    en: "The humidity must be between 1 and 100 %",
  },
  "analysis.vibration_source_required": {
    ja: "振動源を1つ以上指定してください",
    en: "Add at least one vibration source",
  },
  "analysis.vibration_level_required": {
    ja: "振動レベルまたは機械の種類を指定してください",
    en: "Give a vibration level or a machine type",
  },
  "analysis.vibration_r0_required": {
    ja: "振動レベルの基準距離を指定してください",
    en: "Give the reference distance of the vibration level",
  },
  "analysis.vibration_output_required": {
    ja: "予測点、解析範囲または敷地境界を指定してください",
    en: "Add receivers, an extent or a site boundary",
  },
  "analysis.distance_positive": {
    ja: "距離は0より大きくしてください",
    en: "The distance must be greater than 0",
  },
  "analysis.damping_range": {
    ja: "減衰定数が範囲外です",
    en: "The damping coefficient is out of range",
  },
  "analysis.site_required": {
    ja: "解析を実行する前にプロジェクトの敷地を設定してください",
    en: "Set the project's site before running an analysis",
  },
  "analysis.model_not_found": {
    ja: "このプロジェクトにないモデルです",
    en: "This model is not in the project",
  },
  "analysis.error_invalid_parameters": {
    ja: "解析条件に誤りがあります。入力内容を確認してください",
    en: "The analysis parameters are invalid; check the input",
  },
  "analysis.error_refused": {
    ja: "入力データを計算できませんでした(建物形状などを確認してください)",
    en: "The input could not be computed (check the building shapes)",
  },
  "analysis.error_failed": {
    ja: "解析中に予期しないエラーが発生しました",
    en: "An unexpected error occurred during the analysis",
  },
  "analysis.error_worker_lost": {
    ja: "解析を実行していたワーカーが停止しました(再試行も失敗しました)",
    en: "The worker computing the analysis stopped (the retry failed too)",
  },
  "analysis.error_too_large": {
    ja: "計算量が上限を超えるため解析できません。範囲を狭くするか、間隔を広げてください",
    en: "The analysis is over the size limit; make the range smaller or the spacing wider",
  },
  "analysis.error_queue_unavailable": {
    ja: "解析キューが利用できません。しばらくしてから再実行してください",
    en: "The analysis queue is unavailable; run it again later",
  },
  "analysis.limits_range": {
    ja: "規制時間は測定時間帯（8時間、北海道は6時間）より短くし、10 mを超える範囲の時間は5 mを超える範囲の時間以下にしてください",
    en: "The limits must be shorter than the window (8 hours, 6 in Hokkaido), and the beyond-10 m limit at most the 5-10 m one",
  },
  "analysis.envelope_cells_max": {
    ja: "敷地に対してメッシュが細かすぎます（400万メッシュ超）。メッシュ間隔を広げてください",
    en: "The grid is too fine for the site (over 4 million cells); make the grid spacing wider",
  },
  "analysis.site_holes": {
    ja: "逆日影の敷地は穴のない多角形で指定してください",
    en: "Draw the envelope's site as one polygon without holes",
  },
  "analysis.shadow_case_no_result": {
    ja: "逆日影の計算結果がないか、条件が変更されています。計算を実行してから日影ケースを作成してください",
    en: "The envelope has no current result; run the case before making its shadow case",
  },
  "analysis.road_required": { ja: "道路を1本以上指定してください", en: "Add at least one road" },
  "analysis.road_points": {
    ja: "道路は2点以上で指定してください",
    en: "A road needs at least 2 points",
  },
  "analysis.lane_required": { ja: "車線を1つ以上指定してください", en: "Add at least one lane" },
  "analysis.lane_offset_range": {
    ja: "車線の位置は道路の線から-50から50 mの範囲で入力してください",
    en: "The lane offset must be between -50 and 50 m from the road's line",
  },
  "analysis.speed_range_steady": {
    ja: "定常走行の走行速度は40から140 km/hの範囲で入力してください",
    en: "For steady traffic the speed must be between 40 and 140 km/h",
  },
  "analysis.speed_range_unsteady": {
    ja: "非定常走行の走行速度は10から60 km/hの範囲で入力してください",
    en: "For unsteady traffic the speed must be between 10 and 60 km/h",
  },
  "analysis.volume_range": {
    ja: "交通量は0から10,000台/hの範囲で入力してください",
    en: "The traffic volume must be between 0 and 10,000 vehicles per hour",
  },
  "analysis.gradient_range": {
    ja: "縦断勾配は-10から10 %の範囲で入力してください",
    en: "The gradient must be between -10 and 10 %",
  },
  "analysis.road_noise_output_required": {
    ja: "予測点または解析範囲を指定してください",
    en: "Add receivers or an extent",
  },
} as const satisfies Record<string, { ja: string; en: string }>;

export type AnalysisMessageKey = keyof typeof ANALYSIS_MESSAGES;

/** Every i18n key the analysis parameter schemas use (the web app translates them). */
export const ANALYSIS_MESSAGE_KEYS = Object.keys(ANALYSIS_MESSAGES) as AnalysisMessageKey[];

/**
 * The text of a message key in a locale (`jp` or `en`), its `{name}` placeholders replaced by `params` (numbers
 * grouped by thousands); unknown keys are returned as they are.
 */
export function analysisMessage(
  key: string,
  locale: "jp" | "en",
  params: Record<string, string | number> = {},
): string {
  const entry = (ANALYSIS_MESSAGES as Record<string, { ja: string; en: string }>)[key];
  if (!entry) return key;
  const text = locale === "jp" ? entry.ja : entry.en;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? value.toLocaleString("en-US") : value;
  });
}
