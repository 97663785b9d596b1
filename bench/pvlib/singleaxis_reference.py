"""pvlib's single-axis tracker numbers for the tracker validation suite.

Run with pvlib from its source (bench/README.md, "pvlib beside the bench"), then commit its output; the
validation suite (tests/shared/reference/pvlib-tracker-validation.test.ts) checks the engine's tracker
angles (within 0.1 deg) and tracked plane-of-array irradiation (0.5 % a year, 1.5 % a month) against it:

    PYTHONPATH=$PVLIB_SRC $PVLIB_PYTHON bench/pvlib/singleaxis_reference.py \\
        ../shared/fixtures/weather/723170TYA.CSV \\
        ../shared/fixtures/weather/tmy_45.000_8.000_2005_2023.epw \\
        > tests/shared/reference/pvlib-singleaxis.json
    npx biome format --write tests/shared/reference/pvlib-singleaxis.json

    PYTHONPATH=$PVLIB_SRC $PVLIB_PYTHON bench/pvlib/singleaxis_reference.py --hand

prints pvlib's angles for the hand-made sun positions of the unit tests
(tests/shared/pv/tracking/single-axis.test.ts) instead.

The conventions of pvlib-reference.json's `poa` cases: the sun mid-hour (TMY3: label - 30 min; the
PVGIS EPW: pvlib's index + 70.566 min, its rows being UTC whatever its header says); NREL SPA (numpy)
at the file's elevation, pressure from it and the file's air temperature; Spencer DNI extra
(1366.1 W/m2); Kasten-Young air mass; albedo 0.2; Perez 1990 all-sites composite. Per case:
    angles = tracking.singleaxis(apparent_zenith, azimuth, axis_tilt, axis_azimuth, max_angle,
                                 backtrack, gcr, cross_axis_tilt)
    poa    = get_total_irradiance(angles.surface_tilt, angles.surface_azimuth, ...)
summed as kWh/m2 (NaN as 0: the hours with the sun below the horizon, where pvlib gives no
angles), months of the physical timestamps. Without backtracking, also the beam the next row shades:
    sf = shading.shaded_fraction1d(apparent_zenith, azimuth, axis_azimuth, tracker_theta,
                                   collector_width=1, pitch=1/gcr, axis_tilt, cross_axis_slope)
    beam_shaded = sum(poa_direct * sf)
and, per case, the four angles for the 24 records of three days (`sample`, record indices 0-based in
file order).
"""

import json
import os
import subprocess
import sys

import numpy as np
import pandas as pd
import pvlib

# (case id, axis azimuth, axis tilt, max angle, gcr, backtrack, cross-axis tilt) [deg, -]
CASES = [
    ("ns_max60_gcr035_backtrack", 180.0, 0.0, 60.0, 0.35, True, 0.0),
    ("ns_max60_gcr035_no_backtrack", 180.0, 0.0, 60.0, 0.35, False, 0.0),
    ("ns_tilt10_max60_gcr035_backtrack", 180.0, 10.0, 60.0, 0.35, True, 0.0),
    ("ns_max60_gcr035_backtrack_cross5", 180.0, 0.0, 60.0, 0.35, True, 5.0),
    ("az200_tilt5_max55_gcr040_no_backtrack", 200.0, 5.0, 55.0, 0.40, False, -3.0),
]
MODELS = ["isotropic", "haydavies", "perez"]
# Days of the sample (month, day): an equinox and the two solstices.
SAMPLE_DAYS = [(3, 20), (6, 21), (12, 21)]

# Hand-made sun positions for the unit tests: (apparent zenith, azimuth) [deg].
HAND_SUN = [(60.0, 100.0), (30.0, 150.0), (10.0, 200.0), (75.0, 250.0), (85.0, 80.0), (89.0, 275.0)]
HAND_TRACKERS = [
    dict(axis_tilt=0, axis_azimuth=180, max_angle=60, backtrack=True, gcr=0.35),
    dict(axis_tilt=0, axis_azimuth=180, max_angle=60, backtrack=False, gcr=0.35),
    dict(axis_tilt=10, axis_azimuth=170, max_angle=55, backtrack=True, gcr=0.4, cross_axis_tilt=-4),
]


def read_weather(path):
    """The file's records with the index moved to the instant the sun is evaluated at."""
    if path.lower().endswith(".epw"):
        data, metadata = pvlib.iotools.read_epw(path)
        data.index = data.index + pd.Timedelta(minutes=70.566)
        return data, metadata
    data, metadata = pvlib.iotools.read_tmy3(path, map_variables=True, coerce_year=None)
    data.index = data.index - pd.Timedelta(minutes=30)
    return data, metadata


def kwh(series):
    return float(np.nan_to_num(series.to_numpy()).sum() / 1000)


def monthly(series):
    return [round(float(v) / 1000, 4) for v in series.fillna(0).groupby(series.index.month).sum()]


def pvlib_version():
    """pvlib's version, and its commit when it runs from a git checkout of its source."""
    source = os.path.dirname(os.path.dirname(os.path.abspath(pvlib.__file__)))
    log = subprocess.run(
        ["git", "-C", source, "log", "-1", "--format=%h (%cs)"], capture_output=True, text=True
    )
    commit = log.stdout.strip() if log.returncode == 0 else ""
    return f"{pvlib.__version__}, source {commit}" if commit else pvlib.__version__


def solar_inputs(data, meta):
    """Solar position, extraterrestrial DNI and air mass with the conventions of pvlib-reference.json."""
    elevation = meta["altitude"]
    solpos = pvlib.solarposition.get_solarposition(
        data.index,
        meta["latitude"],
        meta["longitude"],
        altitude=elevation,
        pressure=pvlib.atmosphere.alt2pres(elevation),
        temperature=data["temp_air"],
        method="nrel_numpy",
    )
    dni_extra = pvlib.irradiance.get_extra_radiation(data.index, solar_constant=1366.1, method="spencer")
    airmass = pvlib.atmosphere.get_relative_airmass(solpos["apparent_zenith"], model="kastenyoung1989")
    return solpos, dni_extra, airmass


def rounded(values, digits=6):
    return [None if not np.isfinite(v) else round(float(v), digits) for v in values]


def sample(angles):
    """The four angles for the 24 records of each sample day (records in file order)."""
    months = angles.index.month
    days = angles.index.day
    records = [i for i in range(len(angles)) if (months[i], days[i]) in SAMPLE_DAYS]
    picked = angles.iloc[records]
    return {
        "records": records,
        "tracker_theta": rounded(picked["tracker_theta"]),
        "surface_tilt": rounded(picked["surface_tilt"]),
        "surface_azimuth": rounded(picked["surface_azimuth"]),
        "aoi": rounded(picked["aoi"]),
    }


def tracker_case(data, solar, axis_azimuth, axis_tilt, max_angle, gcr, backtrack, cross):
    solpos, dni_extra, airmass = solar
    angles = pvlib.tracking.singleaxis(
        solpos["apparent_zenith"], solpos["azimuth"], axis_tilt=axis_tilt, axis_azimuth=axis_azimuth,
        max_angle=max_angle, backtrack=backtrack, gcr=gcr, cross_axis_tilt=cross,
    )
    result = {
        "axis_azimuth_deg": axis_azimuth,
        "axis_tilt_deg": axis_tilt,
        "max_angle_deg": max_angle,
        "gcr": gcr,
        "backtrack": backtrack,
        "cross_axis_tilt_deg": cross,
    }
    for model in MODELS:
        poa = pvlib.irradiance.get_total_irradiance(
            angles["surface_tilt"], angles["surface_azimuth"], solpos["apparent_zenith"], solpos["azimuth"],
            data["dni"], data["ghi"], data["dhi"], dni_extra=dni_extra, airmass=airmass,
            albedo=0.2, model=model, model_perez="allsitescomposite1990",
        )
        result[model] = {
            "annual_kwh_m2": round(kwh(poa["poa_global"]), 4),
            "monthly_kwh_m2": monthly(poa["poa_global"]),
            "annual_direct_kwh_m2": round(kwh(poa["poa_direct"]), 4),
        }
        if model == "perez" and not backtrack:
            sf = pvlib.shading.shaded_fraction1d(
                solpos["apparent_zenith"], solpos["azimuth"], axis_azimuth, angles["tracker_theta"],
                collector_width=1.0, pitch=1.0 / gcr, axis_tilt=axis_tilt, cross_axis_slope=cross,
            )
            result[model]["beam_shaded_kwh_m2"] = round(kwh(poa["poa_direct"] * sf), 4)
    result["sample"] = sample(angles)
    return result


def location(path):
    data, meta = read_weather(path)
    solar = solar_inputs(data, meta)
    cases = {case[0]: tracker_case(data, solar, *case[1:]) for case in CASES}
    return {"file": os.path.basename(path), "latitude": meta["latitude"], "cases": cases}


def hand():
    """pvlib's angles for the hand-made sun positions, one line per tracker."""
    zenith = np.array([z for z, _ in HAND_SUN])
    azimuth = np.array([a for _, a in HAND_SUN])
    for tracker in HAND_TRACKERS:
        out = pvlib.tracking.singleaxis(zenith, azimuth, **tracker)
        print(json.dumps({"tracker": tracker, "sun": HAND_SUN,
                          **{k: rounded(v, 9) for k, v in out.items()}}))


def main():
    if sys.argv[1:] == ["--hand"]:
        hand()
        return
    locations = {os.path.basename(path): location(path) for path in sys.argv[1:]}
    print(json.dumps({"pvlib": pvlib_version(), "locations": locations}, indent=1))


if __name__ == "__main__":
    main()
