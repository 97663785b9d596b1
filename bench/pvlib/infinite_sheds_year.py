"""pvlib's side of `npm run bench -- bifacial-year`: one year of bifacial front and rear irradiance.

Two cases on the TMY3 file, with the conventions of infinite_sheds_reference.py (the validation's
numbers): NREL SPA (numpy) at the file's elevation, pressure from it and the file's air
temperature; Spencer DNI extra (1366.1 W/m2); Hay-Davies sky; albedo 0.25, bifaciality 0.7,
shade factor -0.02, transmission factor 0; rows 2 m wide at a pitch of 5 m (GCR 0.4), centre
1.5 m above the ground:
    fixed:   tilt 20, azimuth 180;
    tracker: a north-south horizontal axis, max angle 60, backtracking (tracking.singleaxis's angles).
The file is read once, outside the timing, as the engine's bench reads it once.

Timed, per call: get_solarposition, get_extra_radiation (and tracking.singleaxis for the tracker)
and bifacial.infinite_sheds.get_irradiance on a fresh copy of the weather (made outside the timed
span), in wall time (perf_counter) and CPU time (process_time). Warm-up in batches until the
medians of the last two batches differ by less than 3 % (at most MAX_BATCHES batches), then RUNS
timed calls per case.

Usage: PYTHONPATH=<pvlib-python checkout> python3 infinite_sheds_year.py WEATHER.CSV [RUNS]
Prints one JSON object: {"pvlib", "runs", "fixed": CASE, "tracker": CASE}, each CASE
{"min_ms", "median_ms", "cpu_min_ms", "times_ms", "cpu_times_ms", "warmup_batches", "stable",
"front_annual_kwh_m2", "back_annual_kwh_m2", "global_annual_kwh_m2"}.
"""

import json
import statistics
import sys
import time

import numpy as np
import pandas as pd
import pvlib
from pvlib.bifacial import infinite_sheds

BATCH = 3
MAX_BATCHES = 20
TOLERANCE = 0.03
ROWS = dict(gcr=2.0 / 5.0, height=1.5, pitch=5.0)
FACES = dict(albedo=0.25, model="haydavies", bifaciality=0.7, shade_factor=-0.02, transmission_factor=0)
TRACKER = dict(axis_tilt=0, axis_azimuth=180, max_angle=60, backtrack=True, gcr=ROWS["gcr"])


def read_weather(path):
    """TMY3 rows are labelled with the end of their hour: the sun is evaluated mid-hour."""
    data, metadata = pvlib.iotools.read_tmy3(path, map_variables=True, coerce_year=None)
    data.index = data.index - pd.Timedelta(minutes=30)
    return data[["ghi", "dni", "dhi", "temp_air"]], metadata


def sheds_year(weather, meta, tracked):
    """Front, rear and global irradiance of the year [W/m2]."""
    elevation = meta["altitude"]
    solpos = pvlib.solarposition.get_solarposition(
        weather.index, meta["latitude"], meta["longitude"], altitude=elevation,
        pressure=pvlib.atmosphere.alt2pres(elevation), temperature=weather["temp_air"],
        method="nrel_numpy",
    )
    dni_extra = pvlib.irradiance.get_extra_radiation(weather.index, solar_constant=1366.1, method="spencer")
    if tracked:
        angles = pvlib.tracking.singleaxis(solpos["apparent_zenith"], solpos["azimuth"], **TRACKER)
        tilt, azimuth = angles["surface_tilt"], angles["surface_azimuth"]
    else:
        tilt, azimuth = 20.0, 180.0
    return infinite_sheds.get_irradiance(
        tilt, azimuth, solpos["apparent_zenith"], solpos["azimuth"], ghi=weather["ghi"],
        dhi=weather["dhi"], dni=weather["dni"], dni_extra=dni_extra, **ROWS, **FACES,
    )


def time_batch(weather, meta, tracked, calls):
    """Wall and CPU times of `calls` years [ms]."""
    times = []
    cpu_times = []
    for _ in range(calls):
        fresh = weather.copy()
        cpu_start = time.process_time()
        start = time.perf_counter()
        sheds_year(fresh, meta, tracked)
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu_start) * 1000)
    return times, cpu_times


def kwh(series):
    return float(np.nan_to_num(series.to_numpy(dtype=float)).sum() / 1000)


def measure(weather, meta, tracked, runs):
    previous = float("nan")
    stable = False
    batches = 0
    while not stable and batches < MAX_BATCHES:
        current = statistics.median(time_batch(weather, meta, tracked, BATCH)[0])
        batches += 1
        stable = abs(current - previous) < TOLERANCE * current
        previous = current
    times, cpu_times = time_batch(weather, meta, tracked, runs)
    out = sheds_year(weather.copy(), meta, tracked)
    return {
        "min_ms": min(times),
        "median_ms": statistics.median(times),
        "cpu_min_ms": min(cpu_times),
        "times_ms": times,
        "cpu_times_ms": cpu_times,
        "warmup_batches": batches,
        "stable": stable,
        "front_annual_kwh_m2": kwh(out["poa_front"]),
        "back_annual_kwh_m2": kwh(out["poa_back"]),
        "global_annual_kwh_m2": kwh(out["poa_global"]),
    }


def main():
    path = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 31
    weather, meta = read_weather(path)
    print(
        json.dumps(
            {
                "pvlib": pvlib.__version__,
                "runs": runs,
                "fixed": measure(weather, meta, False, runs),
                "tracker": measure(weather, meta, True, runs),
            }
        )
    )


if __name__ == "__main__":
    main()
