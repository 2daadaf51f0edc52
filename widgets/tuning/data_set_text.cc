#include "widgets/tuning/data_set_text.h"

#include <QCoreApplication>

#include "widgets/common/marked_texts.h"

namespace wr::gui {

namespace {

// Every source and description of the data sets, exactly as data_set_catalog.cc gives it.
constexpr const char* kMarkedTexts[] = {
    QT_TRANSLATE_NOOP("DataSet", "seed 000 Table 4"),
    QT_TRANSLATE_NOOP("DataSet", "seed 000 Tables 4-5 (synthetic)"),
    QT_TRANSLATE_NOOP("DataSet", "numeric keys, random strings of 5-100 characters"),
    QT_TRANSLATE_NOOP("DataSet", "19-digit tweet IDs, \"(longitude, latitude)\" values"),
    QT_TRANSLATE_NOOP("DataSet", "19-digit tweet IDs, one to four hashtags"),
    QT_TRANSLATE_NOOP("DataSet", "19-digit tweet IDs, tweet-length texts"),
    QT_TRANSLATE_NOOP("DataSet", "6-19 digit user IDs, follower counts"),
};

const MarkedTexts kDataSetTexts("DataSet", kMarkedTexts);

}  // namespace

QString dataSetSummary(const wr::bench::DataSetInfo& info) {
    //: A data set's source, then its description.
    return QCoreApplication::translate("DataSet", "%1: %2")
        .arg(kDataSetTexts.translated(info.source), kDataSetTexts.translated(info.description));
}

bool isDataSetTextMarked(const wr::bench::DataSetInfo& info) {
    return kDataSetTexts.isMarked(info.source) && kDataSetTexts.isMarked(info.description);
}

}  // namespace wr::gui
