// KvPendingEdits: the entry edits staged in one store page, in the order they
// were made, as the page's QUndoStack leaves them: each StageCommand pushes
// its edits when it is done or redone and pops them when it is undone.
// Nothing here touches the store; KvEditor writes edits() through the
// session as one WriteBatch, in this order. Views ask stateOf() to mark the
// rows of keys with staged edits.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

namespace wr::gui {

// One staged change of one entry: its value set (added or replaced), or the
// entry removed.
struct KvEdit {
    enum class Kind { Put, Remove };

    Kind kind = Kind::Put;
    QByteArray key;
    QByteArray value;  // for Put

    static KvEdit put(QByteArray key, QByteArray value) { return {Kind::Put, std::move(key), std::move(value)}; }
    static KvEdit remove(QByteArray key) { return {Kind::Remove, std::move(key), {}}; }
    // "Set the value of user/7 (14 bytes)", for the undo history.
    QString describe() const;
};

class KvPendingEdits : public QObject {
    Q_OBJECT

public:
    // What the staged edits do to a key, the last one winning.
    enum class State { Unchanged, Set, Removed };

    explicit KvPendingEdits(QObject* parent = nullptr);

    void push(const QList<KvEdit>& edits);
    // Removes the last `count` edits.
    void pop(qsizetype count);
    void clear();

    const QList<KvEdit>& edits() const { return edits_; }
    bool isEmpty() const { return edits_.isEmpty(); }
    qsizetype size() const { return edits_.size(); }
    State stateOf(const QByteArray& key) const;
    // The staged value of a key whose state is Set.
    QByteArray stagedValue(const QByteArray& key) const;

signals:
    void changed();

private:
    void rebuild();

    QList<KvEdit> edits_;
    // The index in edits_ of each key's last edit.
    QHash<QByteArray, qsizetype> last_;
};

}  // namespace wr::gui
